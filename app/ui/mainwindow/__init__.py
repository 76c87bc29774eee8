"""The main window and what hangs on it: menus and shortcuts, Help, docks' sizes, the tray, the
first-run welcome."""
