import Data
import Domain
import Presentation

let repository = InMemoryUserRepository()
let viewModel = await UserViewModel(loadUser: LoadUserUseCase(repository: repository))
await viewModel.load(name: "ada")
