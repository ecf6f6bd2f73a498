// Adds one pass's float counts (exact integers) to the running unsigned totals.
uniform sampler2D u_pass;
uniform usampler2D u_total;
out uint o_total;

void main() {
    ivec2 p = ivec2(gl_FragCoord.xy);
    o_total = texelFetch(u_total, p, 0).r + uint(texelFetch(u_pass, p, 0).r + 0.5);
}
