import ProjectDescription

let workspace = Workspace(
    name: "Episodes",
    projects: ["Projects/**"]
)
