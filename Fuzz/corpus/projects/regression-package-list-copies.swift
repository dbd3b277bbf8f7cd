// swift-tools-version:5.9
import PackageDescription

let names: [Target.Dependency] = ["A", "B", "C", "D"]
let twice = names + names + names + names
let again = twice + twice + twice + twice
let package = Package(name: "P" + "Q", targets: [.target(name: "T", dependencies: again + again)])
