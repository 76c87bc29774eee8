"""The Monitor dock: where requests ran, how fast, what failed, the alerts; charts by QtCharts."""
