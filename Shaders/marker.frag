// Marker shapes by signed distance; the stroke is centred on the outline.
flat in vec2 v_center;

uniform int u_shape;          // 0 circle, 1 square, 2 diamond, 3 triangle, 4 cross
uniform float u_radius;
uniform float u_strokeWidth;
uniform vec4 u_fill;          // premultiplied
uniform vec4 u_stroke;        // premultiplied

out vec4 o_color;

float boxDistance(vec2 p, vec2 halfSize) {
    vec2 q = abs(p) - halfSize;
    return length(max(q, 0.0)) + min(max(q.x, q.y), 0.0);
}

float shapeDistance(vec2 p) {
    float r = u_radius;
    if (u_shape == 0) return length(p) - r;
    if (u_shape == 1) return boxDistance(p, vec2(r));
    if (u_shape == 2) return (abs(p.x) + abs(p.y) - r) * 0.70710678;
    if (u_shape == 3) {
        // Equilateral, apex up (y grows down), centroid at the point, circumradius r: the
        // farthest of the three edge lines, each r / 2 from the centre.
        float edges = max(p.y, max(dot(p, vec2(0.8660254, -0.5)), dot(p, vec2(-0.8660254, -0.5))));
        return edges - 0.5 * r;
    }
    // A plus sign with arms a third of the size thick.
    float arm = r / 3.0;
    return min(boxDistance(p, vec2(r, arm)), boxDistance(p, vec2(arm, r)));
}

void main() {
    float d = shapeDistance(fragmentPixel() - v_center);
    float halfStroke = u_strokeWidth * 0.5;
    float coverage = clamp(halfStroke + 0.5 - d, 0.0, 1.0);
    if (coverage <= 0.0) discard;
    float strokeAmount = halfStroke > 0.0 ? clamp(d + halfStroke + 0.5, 0.0, 1.0) : 0.0;
    o_color = mix(u_fill, u_stroke, strokeAmount) * coverage;
}
