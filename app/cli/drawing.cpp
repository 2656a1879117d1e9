#include "drawing.h"

#include "clitext.h"
#include "commands.h"

namespace jct::cli {

namespace {

Drawing &current()
{
    static Drawing instance;
    return instance;
}

} // namespace

void setDrawing(const Drawing &functions)
{
    current() = functions;
}

const Drawing &drawing()
{
    return current();
}

int drawingNotAvailable(const QString &command, QTextStream &err)
{
    err << Cli::tr("jct %1: not available in this build (it needs the drawing library that the jct executable links)")
               .arg(command)
        << Qt::endl;
    return kExitBadInput;
}

} // namespace jct::cli
