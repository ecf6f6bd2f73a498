// Each point adds one to its cell (GL_ONE, GL_ONE blending into an R32F target: exact while a
// pass draws at most 2^24 points).
out float o_count;

void main() {
    o_count = 1.0;
}
