// Thick lines as instanced segments. Instance i reads the vertex buffer four times, shifted by
// one vertex each: previous, start, end, next. The quad around start → end is expanded here in
// device pixels by half the width plus one pixel for the antialiased fringe.
layout(location = 0) in vec2 a_previous;
layout(location = 1) in vec2 a_start;
layout(location = 2) in vec2 a_end;
layout(location = 3) in vec2 a_next;
// x: where the start vertex falls in the dash pattern, in points along the whole line (0 where no
// phase buffer is bound, so each segment starts the pattern afresh).
layout(location = 4) in vec2 a_phase;

// Device pixel = u_offset + local * u_scale (computed in Double on the CPU, sent as Float).
uniform vec2 u_offset;
uniform vec2 u_scale;
uniform float u_halfWidth;
uniform float u_phaseScale;  // device px per point, for a_phase

flat out vec4 v_segment;       // start, end in device px, clipped to near the viewport
flat out vec4 v_previous;      // previous → start, clipped the same way
flat out vec4 v_next;          // end → next
flat out vec2 v_hasNeighbour;  // 1 where the previous (x) / next (y) segment exists
flat out float v_dashOffset;   // pattern position at the clipped start: phase + clipped-off length

// Moves `far` along the line towards `near` until it lies inside [lo, hi]. Computed from `near`,
// so an endpoint millions of pixels away costs no precision near the viewport.
vec2 pullInside(vec2 far, vec2 near, vec2 lo, vec2 hi) {
    vec2 d = far - near;
    float s = 1.0;
    if (far.x > hi.x) s = min(s, (hi.x - near.x) / d.x);
    if (far.x < lo.x) s = min(s, (lo.x - near.x) / d.x);
    if (far.y > hi.y) s = min(s, (hi.y - near.y) / d.y);
    if (far.y < lo.y) s = min(s, (lo.y - near.y) / d.y);
    if (s >= 1.0) return far;
    return near + d * max(s, 0.0);
}

// Both ends pulled inside; the second from the already clipped first.
vec4 clipSegment(vec2 a, vec2 b, vec2 lo, vec2 hi) {
    a = pullInside(a, b, lo, hi);
    b = pullInside(b, a, lo, hi);
    return vec4(a, b);
}

void main() {
    vec2 start = u_offset + a_start * u_scale;
    vec2 end = u_offset + a_end * u_scale;
    if (isMissing(start) || isMissing(end)) {
        gl_Position = kCulledVertex;
        return;
    }
    vec2 lo = vec2(-u_halfWidth - 2.0);
    vec2 hi = u_viewport + u_halfWidth + 2.0;
    v_segment = clipSegment(start, end, lo, hi);
    v_dashOffset = a_phase.x * u_phaseScale + distance(start, v_segment.xy);

    vec2 previous = u_offset + a_previous * u_scale;
    vec2 next = u_offset + a_next * u_scale;
    v_hasNeighbour = vec2(isMissing(previous) ? 0.0 : 1.0, isMissing(next) ? 0.0 : 1.0);
    v_previous = v_hasNeighbour.x > 0.0 ? clipSegment(previous, start, lo, hi) : vec4(0.0);
    v_next = v_hasNeighbour.y > 0.0 ? clipSegment(end, next, lo, hi) : vec4(0.0);

    vec2 a = v_segment.xy;
    vec2 b = v_segment.zw;
    float len = length(b - a);
    vec2 along = len > 0.0 ? (b - a) / len : vec2(1.0, 0.0);
    vec2 across = vec2(-along.y, along.x);
    float reach = u_halfWidth + 1.0;
    vec2 corner = quadCorner();
    vec2 pixel = mix(a - along * reach, b + along * reach, corner.x) + across * ((corner.y * 2.0 - 1.0) * reach);
    gl_Position = pixelToClip(pixel);
}
