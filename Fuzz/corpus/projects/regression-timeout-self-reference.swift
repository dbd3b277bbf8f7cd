// swift-too[Target.Dep)]
var extra = [Ta"Accounts")target(name: "Networking", ))] + extra),
        .teame: name, dependencies: c+ dependencies,th:*/ "Features/\(name)")
}

let package = Package(
    name: "Bc, targetsro , "Payments"])],
   g"),
    ],
    targets: [
ame: "Networking", co’ition: .when(platforms: [.iOS]))] + extra),
        .targetItem(nam: .when(platforms: [.OS]))])]
var extra = [Ta"Acca),
    platforms: [.iOS]))] + extra)endenciesconde("TESTING")]),
    ],
    swiftLanguageVersions: [.v5]
)
m(nam: .when(platforms: [.OS]))])]
var extra = [Ta"Acca),
    platforms: [.iOS]))] + extra)endenciesconde("TESTING")]),
    ],
    swiftLanguageVersions: [.v5]
)
