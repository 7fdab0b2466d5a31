"""Everything pygame: the app loop, scenes, widgets and the art loader."""

from .winver import skip_ver_command

skip_ver_command()  # before any ui module imports pygame-gui (see winver.py)
