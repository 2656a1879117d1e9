// Build-time helper: renders the planner's SVG icon to a square PNG of the given size, for
// the hicolor icon theme (packaging/cmake/JctPackaging.cmake runs it for each size).
// Usage: jct_svgtopng IN.svg SIZE OUT.png

#include <cstdio>

#include <QGuiApplication>
#include <QImage>
#include <QPainter>
#include <QSvgRenderer>

int main(int argc, char *argv[])
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QGuiApplication app(argc, argv);
    const QStringList args = QGuiApplication::arguments();
    bool sizeOk = false;
    const int size = args.size() == 4 ? args.at(2).toInt(&sizeOk) : 0;
    if (!sizeOk || size < 1 || size > 4096) {
        std::fprintf(stderr, "usage: jct_svgtopng IN.svg SIZE OUT.png (SIZE 1 to 4096)\n");
        return 2;
    }
    QSvgRenderer svg(args.at(1));
    if (!svg.isValid()) {
        std::fprintf(stderr, "%s: not a readable SVG\n", qPrintable(args.at(1)));
        return 2;
    }
    QImage image(size, size, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    svg.render(&painter);
    painter.end();
    if (!image.save(args.at(3), "PNG")) {
        std::fprintf(stderr, "%s: cannot write\n", qPrintable(args.at(3)));
        return 1;
    }
    return 0;
}
