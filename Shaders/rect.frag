// Rounded rectangle with an inner border, antialiased by its signed distance. The mask in
// v_shape.z says which corners are rounded: 1 top-left, 2 top-right, 4 bottom-left, 8 bottom-right
// (y grows downward), so a column can round its tip alone.
flat in vec2 v_center;
flat in vec2 v_halfSize;
flat in vec4 v_fill;
flat in vec4 v_border;
flat in vec4 v_shape;
flat in vec4 v_fillEnd;

out vec4 o_color;

float roundedBoxDistance(vec2 p, vec2 halfSize, float radius) {
    vec2 q = abs(p) - halfSize + radius;
    return length(max(q, 0.0)) + min(max(q.x, q.y), 0.0) - radius;
}

// The radius of the corner in the quadrant of p (relative to the centre).
float cornerRadius(vec2 p) {
    int mask = int(v_shape.z + 0.5);
    int bit = p.y < 0.0 ? (p.x < 0.0 ? 1 : 2) : (p.x < 0.0 ? 4 : 8);
    return (mask & bit) != 0 ? v_shape.x : 0.0;
}

void main() {
    vec2 p = fragmentPixel() - v_center;
    float d = roundedBoxDistance(p, v_halfSize, cornerRadius(p));
    float coverage = clamp(0.5 - d, 0.0, 1.0);
    if (coverage <= 0.0) discard;
    // The border occupies the band of its width just inside the edge.
    float borderAmount = v_shape.y > 0.0 ? clamp(d + v_shape.y + 0.5, 0.0, 1.0) : 0.0;
    // Gradient: 0 at the edge that has v_fill, 1 at the opposite one.
    int edge = int(v_shape.w + 0.5);
    vec2 t = clamp(p / max(v_halfSize, vec2(0.5)) * 0.5 + 0.5, 0.0, 1.0);
    float g = edge == 1 ? t.y : edge == 2 ? 1.0 - t.y : edge == 3 ? t.x : edge == 4 ? 1.0 - t.x : 0.0;
    vec4 fill = mix(v_fill, v_fillEnd, g);
    o_color = mix(fill, v_border, borderAmount) * coverage;
}
