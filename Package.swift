// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "ChartKit",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "ChartKit", targets: ["ChartKit"]),
        .library(name: "ChartData", targets: ["ChartData"]),
        .executable(name: "chartview", targets: ["chartview"]),
        .executable(name: "chartbench", targets: ["chartbench"]),
        .executable(name: "chartcost", targets: ["chartcost"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        // C libraries from Debian's -dev packages, found through pkg-config.
        .systemLibrary(name: "CGL", path: "Sources/CGL", pkgConfig: "opengl",
                       providers: [.apt(["libopengl-dev", "libgl1-mesa-dri"])]),
        .systemLibrary(name: "CEGL", path: "Sources/CEGL", pkgConfig: "egl",
                       providers: [.apt(["libegl-dev", "libegl-mesa0"])]),
        .systemLibrary(name: "CGLFW", path: "Sources/CGLFW", pkgConfig: "glfw3",
                       providers: [.apt(["libglfw3-dev"])]),
        .systemLibrary(name: "CFreeType", path: "Sources/CFreeType", pkgConfig: "freetype2",
                       providers: [.apt(["libfreetype-dev", "libfontconfig-dev"])]),
        .systemLibrary(name: "CPNG", path: "Sources/CPNG", pkgConfig: "libpng",
                       providers: [.apt(["libpng-dev"])]),
        .systemLibrary(name: "CSQLite", path: "Sources/CSQLite", pkgConfig: "sqlite3",
                       providers: [.apt(["libsqlite3-dev"])]),
        .systemLibrary(name: "CPostgres", path: "Sources/CPostgres", pkgConfig: "libpq",
                       providers: [.apt(["libpq-dev"])]),
        // Decompression and file formats the table readers need (ChartData/Formats).
        .systemLibrary(name: "CZlib", path: "Sources/CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
        .systemLibrary(name: "CZstd", path: "Sources/CZstd", pkgConfig: "libzstd", providers: [.apt(["libzstd-dev"])]),
        .systemLibrary(name: "CSnappy", path: "Sources/CSnappy", pkgConfig: "snappy", providers: [.apt(["libsnappy-dev"])]),
        .systemLibrary(name: "CBzip2", path: "Sources/CBzip2", providers: [.apt(["libbz2-dev"])]),
        .systemLibrary(name: "CLzma", path: "Sources/CLzma", pkgConfig: "liblzma", providers: [.apt(["liblzma-dev"])]),
        .systemLibrary(name: "CLZ4", path: "Sources/CLZ4", pkgConfig: "liblz4", providers: [.apt(["liblz4-dev"])]),
        .systemLibrary(name: "CBrotli", path: "Sources/CBrotli", pkgConfig: "libbrotlidec", providers: [.apt(["libbrotli-dev"])]),
        .systemLibrary(name: "CHDF5", path: "Sources/CHDF5", pkgConfig: "hdf5", providers: [.apt(["libhdf5-dev"])]),

        // A SIGBUS handler scoped to file mappings (a file truncated while mapped reads as zeros
        // and is reported, rather than killing the process): C, since Swift cannot run safely in
        // a signal handler.
        .target(name: "CMappedGuard"),

        .target(name: "ChartCore", linkerSettings: [.linkedLibrary("m")]),
        .target(name: "ChartText", dependencies: ["CFreeType", "ChartCore"]),
        .target(name: "ChartGL", dependencies: ["CGL", "ChartCore", "ChartText"],
                resources: [.embedInCode("Shaders")]),
        .target(name: "ChartPlatform", dependencies: ["CGL", "CEGL", "CGLFW", "ChartCore"]),
        .target(name: "ChartData", dependencies: ["ChartCore", "CSQLite", "CPostgres", "CMappedGuard",
                                                 "CZlib", "CZstd", "CSnappy", "CBzip2", "CLzma", "CLZ4", "CBrotli", "CHDF5"]),
        .target(name: "ChartKit", dependencies: ["ChartCore", "ChartText", "ChartGL", "ChartPlatform", "CPNG", "ChartData"]),
        .target(name: "ChartViewer", dependencies: [
            "ChartKit",
            "ChartData",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ], resources: [.embedInCode("Assets")]),
        .executableTarget(name: "chartview", dependencies: ["ChartViewer", "ChartData"]),
        .executableTarget(name: "chartbench", dependencies: ["ChartKit"]),
        // One interaction N times at a given size, for Scripts/cost-ratios (instruction counts).
        .executableTarget(name: "chartcost", dependencies: ["ChartCore"]),

        // One small program per reference document, written only against ChartKit's public API
        // (Examples/README.md); Tests/ExamplesTests runs each headless and checks its picture.
        .executableTarget(name: "example-tour", dependencies: ["ChartKit"], path: "Examples/Tour"),
        .executableTarget(name: "example-tornado", dependencies: ["ChartKit"], path: "Examples/Tornado"),
        .executableTarget(name: "example-range-selector", dependencies: ["ChartKit"], path: "Examples/RangeSelector"),
        .executableTarget(name: "example-streaming", dependencies: ["ChartKit"], path: "Examples/Streaming"),
        .executableTarget(name: "example-dashboard", dependencies: ["ChartKit"], path: "Examples/Dashboard"),

        .target(name: "ChartTestSupport", dependencies: ["ChartKit", "CSQLite"], path: "Tests/ChartTestSupport"),
        .testTarget(name: "ChartCoreTests", dependencies: ["ChartCore"]),
        .testTarget(name: "ChartTextTests", dependencies: ["ChartText"]),
        .testTarget(name: "ChartRenderTests", dependencies: ["ChartKit", "ChartTestSupport"]),
        .testTarget(name: "ChartDataTests", dependencies: ["ChartData", "ChartKit", "ChartTestSupport"],
                    exclude: ["Fixtures"]),
        .testTarget(name: "ChartViewerTests", dependencies: ["ChartViewer", "ChartTestSupport"]),
        // Runs the example programs (built beside the test bundle by `swift build --build-tests`).
        .testTarget(name: "ExamplesTests", dependencies: ["ChartKit", "ChartTestSupport"]),
        // The DocC articles' code blocks, compiled and run (ArticleCodeBlockTests checks they match), and the
        // symbol-graph merge Scripts/docs uses.
        .testTarget(name: "DocumentationTests", dependencies: ["ChartKit", "ChartTestSupport"]),
        // A series kind of a user's own, written only against ChartKit's public API (no @testable).
        .testTarget(name: "CustomSeriesTests", dependencies: ["ChartKit", "ChartTestSupport"]),
    ],
    swiftLanguageModes: [.v5]
)
