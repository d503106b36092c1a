import BenchCLI
import OwnKernels
import SyncBench

BenchMain.main(catalog: Catalog(LRUKernel.subjects))
