import ChartViewer

let arguments = ChartViewCommand.normalisedArguments(Array(CommandLine.arguments.dropFirst()))
if ChartViewCompletion.isRequest(arguments) {
    ChartViewCompletion.main(arguments)
} else {
    ChartViewCommand.main(arguments)
}
