import ProjectDescription

let a = "\(b)\(b)\(b)\(b)\(b)\(b)\(b)\(b)"
let b = "\(c)\(c)\(c)\(c)\(c)\(c)\(c)\(c)"
let c = "\(d)\(d)\(d)\(d)\(d)\(d)\(d)\(d)"
let d = ""
let project = Project(name: a, targets: [])
