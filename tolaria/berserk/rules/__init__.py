"""The rules of classic Berserk by area, each module naming its Online sections."""
