// Instanced fan triangles of a polygon star-shaped about its centre: one instance per edge
// (centre, a, b), drawn as the triangle's bounding box grown by one pixel.
layout(location = 0) in vec4 a_centreAndA;  // centre x, y, vertex a x, y (device px)
layout(location = 1) in vec4 a_b;           // vertex b x, y
layout(location = 2) in vec4 a_fill;        // premultiplied

flat out vec4 v_centreAndA;
flat out vec2 v_b;
flat out vec4 v_fill;

void main() {
    v_centreAndA = a_centreAndA;
    v_b = a_b.xy;
    v_fill = a_fill;
    vec2 c = a_centreAndA.xy, a = a_centreAndA.zw, b = a_b.xy;
    vec2 low = min(c, min(a, b)) - 1.0, high = max(c, max(a, b)) + 1.0;
    gl_Position = pixelToClip(mix(low, high, quadCorner()));
}
