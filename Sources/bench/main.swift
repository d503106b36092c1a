import BenchCLI

BenchMain.main()
