// Inside when between the line and the baseline (a constant or a second line); antialiased along
// both edges. The colour runs from u_color at the line to u_baselineColor at the baseline, per
// pixel column; where the baseline lies on the line's far side from normal (a band's low above
// its high) the pixel takes u_crossedColor. Fill space as in fill.vert: x and y swap when vertical.
flat in vec4 v_edge;
flat in vec4 v_lowerEdge;

uniform int u_vertical;
uniform float u_valueSign;      // sign of device px per data value along the value axis; 0: no crossed colour
uniform vec4 u_color;           // premultiplied
uniform vec4 u_baselineColor;   // premultiplied
uniform vec4 u_crossedColor;    // premultiplied

out vec4 o_color;

// The edge's y at x, and its slope.
float edgeAt(vec4 edge, float x, out float slope) {
    float dx = edge.z - edge.x;
    slope = dx > 0.0 ? (edge.w - edge.y) / dx : 0.0;
    return edge.y + (x - edge.x) * slope;
}

void main() {
    vec2 p = u_vertical != 0 ? fragmentPixel().yx : fragmentPixel();
    float slope;
    float lowerSlope;
    float lineY = edgeAt(v_edge, p.x, slope);
    float baseY = edgeAt(v_lowerEdge, p.x, lowerSlope);
    float towardsBaseline = baseY >= lineY ? 1.0 : -1.0;
    float pastLine = (p.y - lineY) * towardsBaseline;
    float beforeBase = (baseY - p.y) * towardsBaseline;
    float edgeCoverage = clamp(pastLine * inversesqrt(1.0 + slope * slope) + 0.5, 0.0, 1.0);
    float baselineCoverage = clamp(beforeBase * inversesqrt(1.0 + lowerSlope * lowerSlope) + 0.5, 0.0, 1.0);
    float coverage = min(edgeCoverage, baselineCoverage);
    if (coverage <= 0.0) discard;
    bool crossed = (baseY - lineY) * u_valueSign > 0.0;
    float span = baseY - lineY;
    float t = abs(span) > 1e-6 ? clamp((p.y - lineY) / span, 0.0, 1.0) : 0.0;
    vec4 color = crossed ? u_crossedColor : mix(u_color, u_baselineColor, t);
    o_color = color * coverage;
}
