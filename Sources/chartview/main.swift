import ChartViewer

ChartViewCommand.main(ChartViewCommand.normalisedArguments(Array(CommandLine.arguments.dropFirst())))
