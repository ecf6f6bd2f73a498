// Rounded rectangle with an inner border, antialiased by its signed distance.
flat in vec2 v_center;
flat in vec2 v_halfSize;
flat in vec4 v_fill;
flat in vec4 v_border;
flat in vec2 v_shape;

out vec4 o_color;

float roundedBoxDistance(vec2 p, vec2 halfSize, float radius) {
    vec2 q = abs(p) - halfSize + radius;
    return length(max(q, 0.0)) + min(max(q.x, q.y), 0.0) - radius;
}

void main() {
    float d = roundedBoxDistance(fragmentPixel() - v_center, v_halfSize, v_shape.x);
    float coverage = clamp(0.5 - d, 0.0, 1.0);
    if (coverage <= 0.0) discard;
    // The border occupies the band of its width just inside the edge.
    float borderAmount = v_shape.y > 0.0 ? clamp(d + v_shape.y + 0.5, 0.0, 1.0) : 0.0;
    o_color = mix(v_fill, v_border, borderAmount) * coverage;
}
