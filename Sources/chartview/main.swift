import ChartViewer

ChartViewCommand.main()
