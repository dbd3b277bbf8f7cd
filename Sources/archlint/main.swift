import LayerRules
import SwiftScanner

print("archlint")
