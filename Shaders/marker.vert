// One instanced quad per vertex of the series buffer, centred on the point.
layout(location = 0) in vec2 a_point;

uniform vec2 u_offset;
uniform vec2 u_scale;
uniform float u_radius;       // half the marker size, device px
uniform float u_strokeWidth;  // device px

flat out vec2 v_center;

void main() {
    vec2 center = u_offset + a_point * u_scale;
    if (isMissing(center)) {
        gl_Position = kCulledVertex;
        return;
    }
    v_center = center;
    float reach = u_radius + u_strokeWidth * 0.5 + 1.0;
    gl_Position = pixelToClip(center + (quadCorner() * 2.0 - 1.0) * reach);
}
