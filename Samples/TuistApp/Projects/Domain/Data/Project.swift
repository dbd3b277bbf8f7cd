import ProjectDescription
import ProjectDescriptionHelpers

let project = Project.makeModule(name: .data, dependencies: [.project(target: "Domain", path: "..")])
