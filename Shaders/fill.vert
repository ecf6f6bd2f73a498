// The area between a polyline and a baseline, as instanced trapezoids: instance i spans points
// i and i + 1 of the series buffer. The baseline is a constant or a second line whose point i
// has the same position as the first line's (a band's low line, the bottom of a stacked area).
// Each quad covers exactly the x range of its segment (neighbours tile without overlap) and the
// y range between the two lines.
//
// A vertical fill (u_vertical) works in "fill space", x and y swapped: the lines run along the
// screen's y and the baseline is an x. Everything below is written for the horizontal case.
layout(location = 0) in vec2 a_start;
layout(location = 1) in vec2 a_end;
layout(location = 2) in vec2 a_lowerStart;  // only read when u_hasLower is set
layout(location = 3) in vec2 a_lowerEnd;

uniform vec2 u_offset;
uniform vec2 u_scale;
uniform vec2 u_lowerOffset;
uniform vec2 u_lowerScale;
uniform int u_hasLower;
uniform int u_vertical;
uniform float u_baseline;  // device px (y; x when vertical), without a second line

flat out vec4 v_edge;       // the line's left and right ends, fill space, left.x <= right.x
flat out vec4 v_lowerEdge;  // the baseline's ends at the same x

vec2 toFillSpace(vec2 p) {
    return u_vertical != 0 ? p.yx : p;
}

void main() {
    vec2 a = toFillSpace(u_offset + a_start * u_scale);
    vec2 b = toFillSpace(u_offset + a_end * u_scale);
    vec2 la = vec2(a.x, u_baseline);
    vec2 lb = vec2(b.x, u_baseline);
    if (u_hasLower != 0) {
        la = toFillSpace(u_lowerOffset + a_lowerStart * u_lowerScale);
        lb = toFillSpace(u_lowerOffset + a_lowerEnd * u_lowerScale);
    }
    vec2 extent = u_vertical != 0 ? u_viewport.yx : u_viewport;
    float lo = -2.0;
    float hi = extent.x + 2.0;
    if (isMissing(a) || isMissing(b) || isMissing(la) || isMissing(lb)
        || max(a.x, b.x) < lo || min(a.x, b.x) > hi) {
        gl_Position = kCulledVertex;
        return;
    }
    if (b.x < a.x) {
        vec2 t = a; a = b; b = t;
        t = la; la = lb; lb = t;
    }
    // Clip to the viewport's x range along both lines, measuring from the nearer end. The second
    // line shares the first's positions, so it is cut at the same fraction.
    if (a.x < lo) {
        float s = (lo - b.x) / (a.x - b.x);
        a = vec2(lo, b.y + (a.y - b.y) * s);
        la.y = lb.y + (la.y - lb.y) * s;
    }
    if (b.x > hi) {
        float s = (hi - a.x) / (b.x - a.x);
        b = vec2(hi, a.y + (b.y - a.y) * s);
        lb.y = la.y + (lb.y - la.y) * s;
    }
    v_edge = vec4(a, b);
    v_lowerEdge = vec4(a.x, la.y, b.x, lb.y);

    float dx = b.x - a.x;
    float slope = dx > 0.0 ? (b.y - a.y) / dx : 0.0;
    float lowerSlope = dx > 0.0 ? (lb.y - la.y) / dx : 0.0;
    // Room for the antialiased fringe beyond each line (vertical extent of one pixel across it).
    float steepest = max(abs(slope), abs(lowerSlope));
    float fringe = min(0.5 * sqrt(1.0 + steepest * steepest) + 0.5, 2.0);
    float top = clamp(min(min(a.y, b.y), min(la.y, lb.y)) - fringe, -2.0, extent.y + 2.0);
    float bottom = clamp(max(max(a.y, b.y), max(la.y, lb.y)) + fringe, -2.0, extent.y + 2.0);
    vec2 corner = quadCorner();
    gl_Position = pixelToClip(toFillSpace(vec2(mix(a.x, b.x, corner.x), mix(top, bottom, corner.y))));
}
