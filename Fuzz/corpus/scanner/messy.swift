<<<<<<< HEAD
import Alamofire
=======
import Moya
>>>>>>> feature/network
struct Broken {
    func f() {
        let s = "unterminated
        let t = #"also
        if (a {
            [1, 2, 3
    }
/* never closed
