struct CompareOptions {}
