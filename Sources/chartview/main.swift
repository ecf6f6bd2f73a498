import ChartData
import ChartViewer

// `chartview __read-hdf5 …`: the child process that runs libhdf5 for HDF5Table (it exits here).
HDF5ChildProcess.serveIfRequested(CommandLine.arguments)
let arguments = ChartViewCommand.normalisedArguments(Array(CommandLine.arguments.dropFirst()))
if ChartViewCompletion.isRequest(arguments) {
    ChartViewCompletion.generate(arguments)
} else {
    ChartViewCommand.main(arguments)
}
