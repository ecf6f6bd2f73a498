import ChartViewer

let arguments = ChartViewCommand.normalisedArguments(Array(CommandLine.arguments.dropFirst()))
if ChartViewCompletion.isRequest(arguments) {
    ChartViewCompletion.generate(arguments)
} else {
    ChartViewCommand.main(arguments)
}
