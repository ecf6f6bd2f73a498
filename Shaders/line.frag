// Coverage of a capsule (segment with round caps) from the pixel's distance to the segment.
// Consecutive capsules overlap at each joint, which makes the round join; there the nearer of
// the two segments alone draws the pixel, so every pixel of a polyline is blended once, with
// the larger coverage: no darker blob at joints, even for translucent lines.
flat in vec4 v_segment;
flat in vec4 v_previous;
flat in vec4 v_next;
flat in vec2 v_hasNeighbour;
flat in float v_dashOffset;

uniform vec4 u_color;        // premultiplied
uniform float u_halfWidth;   // device px
uniform vec4 u_dash;         // on, off, on, off (device px)
uniform float u_dashPeriod;  // sum of u_dash; 0 for a solid line

out vec4 o_color;

float segmentDistance(vec2 p, vec4 segment) {
    vec2 pa = p - segment.xy;
    vec2 ba = segment.zw - segment.xy;
    float h = clamp(dot(pa, ba) / max(dot(ba, ba), 1e-20), 0.0, 1.0);
    return length(pa - ba * h);
}

// Coverage of the dash pattern at `along` px from the segment's start, antialiased at dash ends.
float dashCoverage(float along) {
    float m = mod(along, u_dashPeriod);
    float secondStart = u_dash.x + u_dash.y;
    float first = clamp(min(m, u_dash.x - m) + 0.5, 0.0, 1.0);
    float second = clamp(min(m - secondStart, secondStart + u_dash.z - m) + 0.5, 0.0, 1.0);
    float wrapped = clamp(m - u_dashPeriod + 0.5, 0.0, 1.0);
    return max(max(first, second), wrapped);
}

void main() {
    vec2 p = fragmentPixel();
    float d = segmentDistance(p, v_segment);
    float coverage = clamp(u_halfWidth + 0.5 - d, 0.0, 1.0);
    if (coverage <= 0.0) discard;
    // Ties go to the later segment: the earlier one discards on <=, the later one on <.
    if (v_hasNeighbour.x > 0.0 && segmentDistance(p, v_previous) < d) discard;
    if (v_hasNeighbour.y > 0.0 && segmentDistance(p, v_next) <= d) discard;
    if (u_dashPeriod > 0.0) {
        vec2 ba = v_segment.zw - v_segment.xy;
        float len = length(ba);
        float along = (len > 0.0 ? dot(p - v_segment.xy, ba / len) : 0.0) + v_dashOffset;
        coverage *= dashCoverage(along);
        if (coverage <= 0.0) discard;
    }
    o_color = u_color * coverage;
}
