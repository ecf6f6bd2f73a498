// Instanced annular sectors: one instance per SectorShape, a quad over the sector's bounding box
// (computed on the CPU) grown by one pixel so the antialiased edges have room.
layout(location = 0) in vec4 a_rect;    // bounding box x, y, width, height (device px)
layout(location = 1) in vec4 a_circle;  // centre x, y, inner radius, outer radius (device px)
layout(location = 2) in vec4 a_edges;   // start direction (cos, sin), end direction (cos, sin)
layout(location = 3) in vec4 a_fill;    // premultiplied
layout(location = 4) in vec4 a_border;  // premultiplied
layout(location = 5) in vec4 a_extra;   // mode (0: span ≤ π, 1: span > π, 2: full turn), border width,
                                        // span (radians), shared edges (1: start, 2: end)

flat out vec4 v_circle;
flat out vec4 v_edges;
flat out vec4 v_fill;
flat out vec4 v_border;
flat out vec4 v_extra;

void main() {
    v_circle = a_circle;
    v_edges = a_edges;
    v_fill = a_fill;
    v_border = a_border;
    v_extra = a_extra;
    vec2 corner = quadCorner();
    vec2 low = a_rect.xy - 1.0, high = a_rect.xy + a_rect.zw + 1.0;
    gl_Position = pixelToClip(mix(low, high, corner));
}
