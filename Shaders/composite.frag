// An exact copy of the base texture, texel for pixel (same size, same orientation).
uniform sampler2D u_base;

out vec4 o_color;

void main() {
    o_color = texelFetch(u_base, ivec2(gl_FragCoord.xy), 0);
}
