import A
class B: C {
  let d = D()
}