// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "ChartKit",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "ChartKit", targets: ["ChartKit"]),
        .executable(name: "chartview", targets: ["chartview"]),
        .executable(name: "chartbench", targets: ["chartbench"]),
        .library(name: "ChartData", targets: ["ChartData"]),
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

        .target(name: "ChartCore", linkerSettings: [.linkedLibrary("m")]),
        .target(name: "ChartText", dependencies: ["CFreeType", "ChartCore"]),
        .target(name: "ChartGL", dependencies: ["CGL", "ChartCore", "ChartText"],
                resources: [.embedInCode("Shaders")]),
        .target(name: "ChartPlatform", dependencies: ["CGL", "CEGL", "CGLFW", "ChartCore"]),
        .target(name: "ChartKit", dependencies: ["ChartCore", "ChartText", "ChartGL", "ChartPlatform", "CPNG"]),
        .target(name: "ChartViewer", dependencies: [
            "ChartKit",
            "ChartData",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ], resources: [.embedInCode("Assets")]),
        .executableTarget(name: "chartview", dependencies: ["ChartViewer"]),
        .target(name: "ChartData", dependencies: ["ChartCore"]),
        .executableTarget(name: "chartbench", dependencies: ["ChartKit"]),

        .target(name: "ChartTestSupport", dependencies: ["ChartKit"], path: "Tests/ChartTestSupport"),
        .testTarget(name: "ChartCoreTests", dependencies: ["ChartCore"]),
        .testTarget(name: "ChartTextTests", dependencies: ["ChartText"]),
        .testTarget(name: "ChartRenderTests", dependencies: ["ChartKit", "ChartTestSupport"]),
        .testTarget(name: "ChartViewerTests", dependencies: ["ChartViewer", "ChartTestSupport"]),
        .testTarget(name: "ChartDataTests", dependencies: ["ChartData"]),
    ],
    swiftLanguageModes: [.v5]
)
