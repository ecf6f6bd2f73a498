// One point of a density count: its cell computed in Float64 exactly as `DensityGrid.counts(of:)`
// does on the CPU, then drawn as a 1-pixel point at the cell's centre (the rasteriser decides
// nothing). Cell row j is framebuffer row j, so rows read back top row first.
layout(location = 0) in uvec2 a_x;  // the two 32-bit halves of a Float64 x (low first)
layout(location = 1) in uvec2 a_y;
uniform uvec2 u_originX;  // Float64 uniforms as bits: no glUniform*d needed
uniform uvec2 u_originY;
uniform uvec2 u_unitsX;
uniform uvec2 u_unitsY;
uniform ivec2 u_cells;

bool isFinite64(uvec2 bits) {
    return (bits.y & 0x7ff00000u) != 0x7ff00000u;
}

void main() {
    if (!isFinite64(a_x) || !isFinite64(a_y)) {
        gl_Position = kCulledVertex;
        return;
    }
    double cx = (packDouble2x32(a_x) - packDouble2x32(u_originX)) * packDouble2x32(u_unitsX);
    double cy = (packDouble2x32(a_y) - packDouble2x32(u_originY)) * packDouble2x32(u_unitsY);
    if (cx >= 0.0lf && cx < double(u_cells.x) && cy >= 0.0lf && cy < double(u_cells.y)) {
        // Truncation is the floor here (both are ≥ 0), as Int(cx) on the CPU.
        vec2 cell = vec2(float(int(cx)), float(int(cy)));
        gl_Position = vec4((cell + 0.5) / vec2(u_cells) * 2.0 - 1.0, 0.0, 1.0);
    } else {
        gl_Position = kCulledVertex;
    }
}
