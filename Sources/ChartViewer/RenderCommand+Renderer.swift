import ChartKit
import Foundation

extension RenderCommand {
    /// An offscreen renderer made on another thread while the data loads: its GL context,
    /// shaders and fonts (tens of milliseconds, most of a small file's render) overlap the read.
    /// The context is released when made and made current by each render, so the renderer is
    /// used on the main thread afterwards.
    ///
    ///     let pending = PendingRenderer.start()
    ///     defer { pending.discard() }   // on every path, before the process may end
    ///     let chart = try load()
    ///     try pending.renderer().writePNG(chart, size: size, to: path)
    final class PendingRenderer: Sendable {
        /// Where the other thread leaves the renderer; the thread holds this, not the
        /// `PendingRenderer`, so the renderer is let go where `discard()` is called.
        private final class Slot: @unchecked Sendable {
            var result: Result<ChartImageRenderer, ChartKitError>?
        }

        private let group = DispatchGroup()
        private let slot = Slot()

        /// Starts making the renderer.
        static func start() -> PendingRenderer {
            let pending = PendingRenderer()
            let slot = pending.slot
            DispatchQueue.global(qos: .userInitiated).async(group: pending.group) {
                slot.result = Result { () throws(ChartKitError) in try ChartImageRenderer() }
            }
            return pending
        }

        /// The renderer, waiting for it if it is still being made; throws what making it threw.
        func renderer() throws(ChartKitError) -> ChartImageRenderer {
            group.wait()
            return try slot.result!.get()
        }

        /// Waits for the other thread to finish and lets the renderer go on this thread: a
        /// process that ends (after an error in the data, say) while the other thread is still
        /// loading the GL driver corrupts the heap on its way out.
        func discard() {
            group.wait()
            slot.result = nil
        }
    }
}
