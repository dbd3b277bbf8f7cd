to
func feature(_ name:, dependencies:){target(name:name,dependencies:dependencies)}let e=Package(targets: [feature("s",dependencies:[ target(name:"i",condition:n(D