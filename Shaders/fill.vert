// The area between a polyline and a horizontal baseline, as instanced trapezoids: instance i
// spans points i and i + 1 of the series buffer. Each quad covers exactly the x range of its
// segment (neighbours tile without overlap) and the y range down or up to the baseline.
layout(location = 0) in vec2 a_start;
layout(location = 1) in vec2 a_end;

uniform vec2 u_offset;
uniform vec2 u_scale;
uniform float u_baseline;  // device px (y)

flat out vec4 v_edge;      // the line's left and right ends, device px, left.x <= right.x

void main() {
    vec2 a = u_offset + a_start * u_scale;
    vec2 b = u_offset + a_end * u_scale;
    float lo = -2.0;
    float hi = u_viewport.x + 2.0;
    if (isMissing(a) || isMissing(b) || isnan(u_baseline) || isinf(u_baseline)
        || max(a.x, b.x) < lo || min(a.x, b.x) > hi) {
        gl_Position = kCulledVertex;
        return;
    }
    if (b.x < a.x) {
        vec2 t = a; a = b; b = t;
    }
    // Clip to the viewport's x range along the line, measuring from the nearer end.
    if (a.x < lo) a = vec2(lo, b.y + (a.y - b.y) * ((lo - b.x) / (a.x - b.x)));
    if (b.x > hi) b = vec2(hi, a.y + (b.y - a.y) * ((hi - a.x) / (b.x - a.x)));
    v_edge = vec4(a, b);

    float dx = b.x - a.x;
    float slope = dx > 0.0 ? (b.y - a.y) / dx : 0.0;
    // Room for the antialiased fringe above the line (vertical extent of one pixel across it).
    float fringe = min(0.5 * sqrt(1.0 + slope * slope) + 0.5, 2.0);
    float top = clamp(min(min(a.y, b.y), u_baseline) - fringe, -2.0, u_viewport.y + 2.0);
    float bottom = clamp(max(max(a.y, b.y), u_baseline) + fringe, -2.0, u_viewport.y + 2.0);
    vec2 corner = quadCorner();
    gl_Position = pixelToClip(vec2(mix(a.x, b.x, corner.x), mix(top, bottom, corner.y)));
}
