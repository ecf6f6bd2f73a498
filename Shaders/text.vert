// Glyph quads from the atlas, one instance per glyph, placed relative to the pen origin and
// rotated about the anchor (counter-clockwise on screen for a positive angle).
layout(location = 0) in vec4 a_glyph;  // x, y, width, height: device px from the pen origin, y down
layout(location = 1) in vec4 a_uv;     // u0, v0, u1, v1 (top-left, bottom-right)

uniform vec2 u_origin;     // the anchor, device px
uniform vec2 u_penOffset;  // pen origin on the baseline relative to the anchor, before rotation
uniform vec2 u_rotation;   // cos, sin of the angle

out vec2 v_uv;

void main() {
    vec2 corner = quadCorner();
    vec2 local = u_penOffset + a_glyph.xy + corner * a_glyph.zw;
    vec2 turned = vec2(local.x * u_rotation.x + local.y * u_rotation.y,
                       -local.x * u_rotation.y + local.y * u_rotation.x);
    v_uv = mix(a_uv.xy, a_uv.zw, corner);
    gl_Position = pixelToClip(u_origin + turned);
}
