import ProjectDescription

let workspace = Workspace(name: "Orders", projects: ["Projects/**"])
