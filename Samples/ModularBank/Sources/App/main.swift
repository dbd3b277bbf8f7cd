import AppFeature
import Networking
import Services

let service = AccountService(client: APIClient())
print(Endpoint.accounts.path, service)
