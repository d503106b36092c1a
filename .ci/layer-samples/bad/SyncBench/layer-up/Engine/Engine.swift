struct Engine {}
