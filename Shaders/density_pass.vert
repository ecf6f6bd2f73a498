// A quad covering the whole target: every texel of a fold, reduction or colouring pass.
void main() {
    gl_Position = vec4(quadCorner() * 2.0 - 1.0, 0.0, 1.0);
}
