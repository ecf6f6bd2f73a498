import ChartKit
import Foundation

extension RenderCommand {
    /// An offscreen renderer made on another thread while the data loads: its GL context,
    /// shaders and fonts (tens of milliseconds, most of a small file's render) overlap the read.
    /// The context is released when made and made current by each render, so the renderer is
    /// used on the main thread afterwards.
    final class PendingRenderer: @unchecked Sendable {
        private let group = DispatchGroup()
        private var result: Result<ChartImageRenderer, ChartKitError>?

        /// Starts making the renderer.
        static func start() -> PendingRenderer {
            let pending = PendingRenderer()
            DispatchQueue.global(qos: .userInitiated).async(group: pending.group) {
                pending.result = Result { () throws(ChartKitError) in try ChartImageRenderer() }
            }
            return pending
        }

        /// The renderer, waiting for it if it is still being made; throws what making it threw.
        func renderer() throws(ChartKitError) -> ChartImageRenderer {
            group.wait()
            return try result!.get()
        }

        deinit {
            // A renderer never asked for (a failed load) is still released once made.
            group.wait()
        }
    }
}
