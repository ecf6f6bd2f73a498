// Instanced annular sectors: one instance per SectorShape, a quad covering the sector (computed on
// the CPU: a rectangle along the slice's middle, or the bounding box past half a turn) grown by
// one pixel so the antialiased edges have room.
layout(location = 0) in vec4 a_quad;    // one corner x, y and the first edge vector (device px)
layout(location = 1) in vec4 a_circle;  // centre x, y, inner radius, outer radius (device px)
layout(location = 2) in vec4 a_edges;   // start direction (cos, sin), end direction (cos, sin)
layout(location = 3) in vec4 a_fill;    // premultiplied
layout(location = 4) in vec4 a_border;  // premultiplied
layout(location = 5) in vec4 a_extra;   // mode (0: span ≤ π, 1: span > π, 2: full turn), border width,
                                        // span (radians), shared edges (1: start, 2: end)
layout(location = 6) in vec4 a_quadEdge; // the quad's second edge vector (device px)

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
    gl_Position = pixelToClip(a_quad.xy + corner.x * a_quad.zw + corner.y * a_quadEdge.xy);
}
