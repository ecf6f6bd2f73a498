// Inside when between the line and the baseline; antialiased along both edges. The colour runs
// from u_color at the line to u_baselineColor at the baseline, per pixel column.
flat in vec4 v_edge;

uniform float u_baseline;
uniform vec4 u_color;          // premultiplied
uniform vec4 u_baselineColor;  // premultiplied

out vec4 o_color;

void main() {
    vec2 p = fragmentPixel();
    float dx = v_edge.z - v_edge.x;
    float slope = dx > 0.0 ? (v_edge.w - v_edge.y) / dx : 0.0;
    float lineY = v_edge.y + (p.x - v_edge.x) * slope;
    float towardsBaseline = u_baseline >= lineY ? 1.0 : -1.0;
    float pastLine = (p.y - lineY) * towardsBaseline;
    float edgeCoverage = clamp(pastLine * inversesqrt(1.0 + slope * slope) + 0.5, 0.0, 1.0);
    float baselineCoverage = clamp((u_baseline - p.y) * towardsBaseline + 0.5, 0.0, 1.0);
    float coverage = min(edgeCoverage, baselineCoverage);
    if (coverage <= 0.0) discard;
    float span = u_baseline - lineY;
    float t = abs(span) > 1e-6 ? clamp((p.y - lineY) / span, 0.0, 1.0) : 0.0;
    o_color = mix(u_color, u_baselineColor, t) * coverage;
}
