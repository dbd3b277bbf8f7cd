let plain = "quote \" and backslash \\ and \(interpolated(Foo(), "nested \(Bar.baz)")) end"
let multi = """
    Line one with "quotes" and \(Some.value)
    \"""
    """
let raw = #"raw \(NotInterpolated) \#(Interpolated.value) "quoted""#
let rawMulti = ##"""
    ## "# still inside \##(Deep.value)
    """##
let regex = /(?<year>\d{4})-(?<month>\d{2})/
let extended = #/
    [a-z]+ # comment / with slash
    /#
let division = total / count / 2
let unicode = "héllo wörld 🚀 \u{1F600}"
let char: Character = "\u{41}"
let ops = a ?? b <= c && !d || e...f
/* block /* nested */ comment with "quote */
// line comment with """ and #" and /*
let backticked = `class`.`init`(`default`: Type.self)
