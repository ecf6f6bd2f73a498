// One textured quad: an image annotation stretched over u_rect (device px, y down).
uniform vec4 u_rect;  // x, y, width, height

out vec2 v_uv;

void main() {
    vec2 corner = quadCorner();
    v_uv = corner;  // texture row 0 is the image's top row
    gl_Position = pixelToClip(u_rect.xy + corner * u_rect.zw);
}
