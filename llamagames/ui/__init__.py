"""Everything pygame: the app loop, scenes, widgets and the art loader."""
