// A fan triangle (centre, a, b): the two spokes from the centre are hard half-plane tests
// evaluated from the same floats in both neighbouring triangles (one takes ≥ 0, the other < 0),
// so the fan partitions the pixels exactly; only the outer edge a → b is antialiased.
flat in vec4 v_centreAndA;
flat in vec2 v_b;
flat in vec4 v_fill;

out vec4 o_color;

float crossZ(vec2 a, vec2 b) { return a.x * b.y - a.y * b.x; }

void main() {
    vec2 p = fragmentPixel();
    vec2 c = v_centreAndA.xy, a = v_centreAndA.zw, b = v_b;
    float orientation = sign(crossZ(a - c, b - c));
    if (orientation == 0.0) discard;
    if (crossZ(a - c, p - c) * orientation < 0.0) discard;
    if (crossZ(b - c, p - c) * orientation >= 0.0) discard;
    vec2 edge = b - a;
    float inside = crossZ(edge, p - a) / max(length(edge), 1e-6) * orientation;
    float coverage = clamp(0.5 + inside, 0.0, 1.0);
    if (coverage <= 0.0) discard;
    o_color = v_fill * coverage;
}
